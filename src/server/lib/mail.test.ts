import { describe, expect, it } from 'vitest';
import { actionMail, asSentence } from './mail.js';

// The emails' two parts say the same: text a member typed (a booking's details, a note)
// keeps its line breaks in the HTML part, escaped, as in the text part.

describe('actionMail', () => {
  it('keeps typed line breaks in the HTML part, and escapes the text around them', () => {
    const mail = actionMail({
      to: 'ava@example.test',
      subject: 'New booking request',
      intro: 'Details: Line one\nLine <two>\r\nLine & three',
      action: 'Open the booking',
      url: 'https://frameline.example/dashboard?tab=bookings&booking=1',
      outro: 'Thanks,\nFrameline',
    });
    expect(mail.text).toContain('Details: Line one\nLine <two>\r\nLine & three');
    expect(mail.html).toContain('<p>Details: Line one<br>Line &#60;two&#62;<br>Line &#38; three</p>');
    expect(mail.html).toContain('>Thanks,<br>Frameline</p>');
    expect(mail.html).not.toContain('<two>');
  });

  it('ends with the quieter link when given one: spelled out in the text part, a link in the HTML part', () => {
    const base = {
      to: 'ava@example.test',
      subject: 'You have 1 unread message on Frameline',
      intro: 'Messages are waiting for you.',
      action: 'Open your messages',
      url: 'https://frameline.example/dashboard?tab=messages',
      outro: 'You can turn these emails off in Settings.',
    };
    const more = {
      text: 'Turn off unread message emails',
      url: 'https://frameline.example/dashboard?tab=settings#messages',
    };
    const mail = actionMail({ ...base, more });
    expect(mail.text).toContain(
      'You can turn these emails off in Settings.\n\nTurn off unread message emails: https://frameline.example/dashboard?tab=settings#messages\n\nFrameline',
    );
    expect(mail.html).toContain(
      '<a href="https://frameline.example/dashboard?tab=settings#messages">Turn off unread message emails</a>',
    );
    const without = actionMail(base);
    expect(without.text).not.toContain('Turn off');
    expect(without.html).not.toContain('tab=settings');
  });
});

describe('asSentence', () => {
  it('ends a typed reason with one full stop, never two', () => {
    expect(asSentence('Fake portfolio images')).toBe('Fake portfolio images.');
    expect(asSentence('Fake portfolio images.')).toBe('Fake portfolio images.');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('Stop!')).toBe('Stop!');
  });
});
