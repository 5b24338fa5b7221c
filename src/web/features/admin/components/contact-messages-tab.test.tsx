import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../../shared/schemas/marketing';
import { ADMIN_TABS } from '../admin-tabs';
import { mayOpenAdminTab } from '../lib/admin-tab-url';
import { ContactMessagesTable } from './contact-messages-tab';

// The Contact messages tab without a browser: who has it, and a list as React renders it.

const message = (extra: Partial<ContactMessage>): ContactMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mina Okafor',
  email: 'mina@example.test',
  topic: 'partnership',
  message: 'We would love to partner on a campaign.',
  createdAt: '2027-03-05T14:05:00.000Z',
  ...extra,
});

describe('the Contact messages tab', () => {
  it('is one of every level’s tabs (manage_messages), and of nobody else’s', () => {
    const tab = ADMIN_TABS.find((entry) => entry.id === 'contact-messages');
    expect(tab).toMatchObject({ label: 'Contact messages', permission: 'manage_messages' });
    const as = (adminLevel: 'moderator' | 'admin' | 'super_admin' | null) =>
      mayOpenAdminTab({ id: 'a', adminLevel, role: null, isSuspended: false }, tab!.permission);
    expect([as('moderator'), as('admin'), as('super_admin'), as(null)]).toEqual([true, true, true, false]);
  });

  it('shows each message in the order given, the email as a mailto link and the text as text', () => {
    const html = renderToStaticMarkup(
      <ContactMessagesTable
        messages={[
          message({
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Newer <i>Sender</i>',
            email: 'newer@example.test',
            topic: 'press',
            message: '<script>alert(1)</script> & <b>bold</b>\nsecond line',
          }),
          message({}),
        ]}
      />,
    );
    expect(html).toContain('aria-label="Contact form messages"');
    expect(html.indexOf('Newer')).toBeLessThan(html.indexOf('Mina Okafor'));
    expect(html).toContain('href="mailto:newer@example.test"');
    expect(html).toContain('href="mailto:mina@example.test"');
    expect(html).toContain('Press');
    expect(html).toContain('Partnership');
    expect(html).toContain('dateTime="2027-03-05T14:05:00.000Z"');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;\nsecond line',
    );
    expect(html).toContain('Newer &lt;i&gt;Sender&lt;/i&gt;');
    expect(html).not.toMatch(/<(script|b|i)>/);
  });

  it('says so when there are none', () => {
    const html = renderToStaticMarkup(<ContactMessagesTable messages={[]} />);
    expect(html).toContain('No contact messages yet');
    expect(html).not.toContain('<table');
  });
});
