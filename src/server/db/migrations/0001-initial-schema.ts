import { type Kysely, sql } from 'kysely';

// Every entity of the product, with the value lists of src/shared/enums.ts as enums.
// Conventions: uuid keys, timestamptz, money as numeric(10,2), lists as text[] checked
// against their allowed values.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create type member_role as enum ('model', 'photographer', 'videographer', 'stylist',
      'makeup_artist', 'creative_director', 'client');
    create type booking_status as enum ('pending', 'accepted', 'declined', 'completed', 'cancelled');
    create type admin_level as enum ('moderator', 'admin', 'super_admin');
    create type verification_status as enum ('unverified', 'pending', 'verified', 'rejected');
    create type portfolio_category as enum ('portrait', 'fashion', 'wedding', 'commercial',
      'lifestyle', 'beauty', 'editorial', 'event', 'other');
    create type email_token_purpose as enum ('confirm_email', 'reset_password');
    create type image_kind as enum ('avatar', 'banner', 'portfolio');

    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (email = lower(email) and length(email) between 3 and 254),
      password_hash text not null check (password_hash like '$argon2id$%'),
      email_confirmed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (email);
    create index users_created_at_idx on users (created_at desc);

    -- Sessions live here so any server copy can check them and sign-out revokes them.
    -- Only a keyed hash (HMAC-SHA-256 with AUTH_SECRET) of the cookie's token is stored.
    create table sessions (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      user_agent text
    );
    create index sessions_user_id_idx on sessions (user_id);
    create index sessions_expires_at_idx on sessions (expires_at);

    create table email_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose email_token_purpose not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_tokens_user_id_idx on email_tokens (user_id, purpose);

    -- Fixed-window counters shared by every server copy.
    create table rate_limits (
      key text primary key,
      window_started_at timestamptz not null,
      hits integer not null check (hits >= 0)
    );

    create table images (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      kind image_kind not null,
      -- [{ "name": "thumb" | "display" | ..., "key", "width", "height", "format", "bytes" }]
      variants jsonb not null check (jsonb_typeof(variants) = 'array' and jsonb_array_length(variants) > 0),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      dominant_color text not null default '#d4d4d8' check (dominant_color ~ '^#[0-9a-f]{6}$'),
      created_at timestamptz not null default now()
    );
    create index images_owner_id_idx on images (owner_id);

    create table profiles (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      full_name text not null check (length(full_name) between 1 and 200),
      display_name text not null check (length(display_name) between 1 and 200),
      bio text check (length(bio) <= 2000),
      location text check (length(location) <= 200),
      phone text check (length(phone) <= 50),
      company_name text check (length(company_name) <= 200),
      email text not null check (length(email) <= 254),
      role member_role not null,
      specialties text[] not null default '{}' check (specialties <@ array['fashion', 'portrait',
        'commercial', 'editorial', 'wedding', 'event', 'product', 'beauty', 'lifestyle', 'street',
        'landscape', 'documentary']),
      skills text[] not null default '{}' check (skills <@ array['photography', 'videography',
        'editing', 'lighting', 'retouching', 'color_grading', 'drone_photography', 'studio_work',
        'natural_light']),
      equipment text[] not null default '{}' check (equipment <@ array['dslr_camera',
        'mirrorless_camera', 'film_camera', 'professional_lighting', 'tripods', 'lenses', 'drone',
        'gimbal', 'audio_equipment', 'backdrop']),
      hourly_rate numeric(10, 2) check (hourly_rate >= 0),
      day_rate numeric(10, 2) check (day_rate >= 0),
      experience_years integer not null default 0 check (experience_years between 0 and 50),
      is_available boolean not null default true,
      -- Set by an admin; the member's own availability toggle cannot clear it
      -- (docs/product.md, Availability and suspension).
      suspended_at timestamptz,
      verification_status verification_status not null default 'unverified',
      profile_image_id uuid references images (id) on delete set null,
      cover_image_id uuid references images (id) on delete set null,
      instagram_handle text check (length(instagram_handle) <= 60),
      website_url text check (length(website_url) <= 500),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- Discovery: listed professionals newest first, optionally one role.
    create index profiles_discover_idx on profiles (created_at desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_discover_role_idx on profiles (role, created_at desc, id desc)
      where is_available and suspended_at is null and role <> 'client';
    create index profiles_email_idx on profiles (lower(email));
    create index profiles_admin_list_idx on profiles (created_at desc);

    create table portfolio_items (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      title text not null check (length(btrim(title)) between 1 and 200),
      description text check (length(description) <= 2000),
      category portfolio_category,
      image_id uuid not null references images (id),
      is_featured boolean not null default false,
      sort_order integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index portfolio_items_owner_order_idx on portfolio_items (user_id, sort_order, created_at desc);

    create table messages (
      id uuid primary key default gen_random_uuid(),
      sender_id uuid not null references users (id) on delete cascade,
      recipient_id uuid not null references users (id) on delete cascade,
      content text not null check (length(btrim(content)) between 1 and 5000),
      is_read boolean not null default false,
      created_at timestamptz not null default now(),
      check (sender_id <> recipient_id)
    );
    create index messages_sender_idx on messages (sender_id, recipient_id, created_at desc);
    create index messages_recipient_idx on messages (recipient_id, sender_id, created_at desc);
    create index messages_unread_idx on messages (recipient_id) where not is_read;
    create index messages_created_at_idx on messages (created_at desc);

    create table bookings (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(btrim(title)) between 1 and 200),
      description text check (length(description) <= 5000),
      shoot_date date not null,
      start_time time,
      duration_hours integer check (duration_hours between 1 and 24),
      location text check (length(location) <= 200),
      rate_offered numeric(10, 2) check (rate_offered >= 0),
      rate_accepted numeric(10, 2) check (rate_accepted >= 0),
      notes text check (length(notes) <= 2000),
      cancel_reason text check (length(cancel_reason) <= 2000),
      client_id uuid not null references users (id) on delete cascade,
      professional_id uuid not null references users (id) on delete cascade,
      status booking_status not null default 'pending',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (client_id <> professional_id)
    );
    create index bookings_client_idx on bookings (client_id, created_at desc);
    create index bookings_professional_idx on bookings (professional_id, created_at desc);
    create index bookings_created_at_idx on bookings (created_at desc);
    create index bookings_pending_idx on bookings (created_at desc) where status = 'pending';

    -- One review per completed booking, by its client (docs/product.md, Reviews).
    create table reviews (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null unique references bookings (id) on delete cascade,
      reviewer_id uuid not null references users (id) on delete cascade,
      reviewee_id uuid not null references users (id) on delete cascade,
      rating integer not null check (rating between 1 and 5),
      comment text check (length(comment) <= 2000),
      created_at timestamptz not null default now(),
      check (reviewer_id <> reviewee_id)
    );
    create index reviews_reviewee_idx on reviews (reviewee_id);

    create table admins (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      admin_level admin_level not null default 'admin',
      permissions jsonb not null default '{}' check (jsonb_typeof(permissions) = 'object'),
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    );

    create table audit_logs (
      id bigint generated always as identity primary key,
      user_id uuid references users (id) on delete set null,
      action text not null,
      table_name text not null,
      record_id text,
      old_values jsonb,
      new_values jsonb,
      created_at timestamptz not null default now()
    );
    create index audit_logs_created_at_idx on audit_logs (created_at desc);

    -- Distinct viewers per day; the owner is never counted (docs/product.md, Profile views).
    create table profile_views (
      profile_user_id uuid not null references users (id) on delete cascade,
      viewer_key text not null,
      viewed_on date not null default current_date,
      primary key (profile_user_id, viewed_on, viewer_key)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists profile_views, audit_logs, admins, reviews, bookings, messages,
      portfolio_items, profiles, images, rate_limits, email_tokens, sessions, users cascade;
    drop type if exists member_role, booking_status, admin_level, verification_status,
      portfolio_category, email_token_purpose, image_kind;
  `.execute(db);
}
