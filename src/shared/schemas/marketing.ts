import { z } from '../zod.js';
import { emailSchema } from './auth.js';
import { hasVisibleCharacter, multiLineText, singleLineText } from './common.js';

export const CONTACT_TOPICS = ['general', 'support', 'billing', 'partnership', 'press'] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General inquiry',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
  press: 'Press',
};

export const MARKETING_TEXTS = {
  contactSent: "Thanks! Your message is on its way. We'll reply within 24 hours.",
  subscribed: "You're subscribed. Look out for our next issue.",
  alreadySubscribed: "You're already subscribed. Thanks for reading!",
} as const;

/** The /contact form; validated the same way in the browser and on the server. */
export const contactMessageSchema = z.strictObject({
  name: singleLineText({ error: 'Please enter your name' })
    .min(1, 'Please enter your name')
    .max(120, 'Your name is too long')
    .refine(hasVisibleCharacter, 'Please enter your name'),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic' }),
  message: multiLineText({ error: 'Please write a message' })
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Please keep the message under 5,000 characters')
    .refine(hasVisibleCharacter, 'Please write a message'),
});

/** The blog's newsletter box. */
export const newsletterSchema = z.strictObject({
  email: emailSchema,
  source: z.enum(['blog', 'footer', 'other']).default('other'),
});

/** The admin area's Contact messages tab reads this many, the newest first. */
/** Contact form messages per page of the admin tab; the next page continues after the last. */
export const CONTACT_MESSAGES_PAGE = 50;

export const contactMessageListQuerySchema = z.strictObject({ cursor: z.string().max(300).optional() });

export const contactMessageDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageDtoSchema>;

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageDtoSchema),
  nextCursor: z.string().nullable(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
