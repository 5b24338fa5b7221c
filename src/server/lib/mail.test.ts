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
});

describe('asSentence', () => {
  it('ends a typed reason with one full stop, never two', () => {
    expect(asSentence('Fake portfolio images')).toBe('Fake portfolio images.');
    expect(asSentence('Fake portfolio images.')).toBe('Fake portfolio images.');
    expect(asSentence('Really?')).toBe('Really?');
    expect(asSentence('Stop!')).toBe('Stop!');
  });
});
