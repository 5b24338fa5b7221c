import { type Kysely, sql } from 'kysely';

// Changing the email a member signs in with (docs/product.md, Changing the email): the
// new address proves itself by a link, an emailed token like the others that also holds
// the address it is for. (The check reads the purpose as text: a value added to an enum
// cannot be named in the transaction that adds it.)

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter type email_token_purpose add value 'change_email';
    alter table email_tokens add column new_email text
      check (new_email = lower(new_email) and length(new_email) between 3 and 254);
    alter table email_tokens add constraint email_tokens_change_email_check
      check ((purpose::text = 'change_email') = (new_email is not null));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // An enum value cannot be dropped: the change links go, and the value stays unused.
  await sql`
    delete from email_tokens where purpose::text = 'change_email';
    alter table email_tokens drop column new_email;
  `.execute(db);
}
