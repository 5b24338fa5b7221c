import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS } from '../../../../shared/api-paths';
import type { MessageResponse } from '../../../../shared/schemas/common';
import type { contactMessageSchema, newsletterSchema } from '../../../../shared/schemas/marketing';
import { api } from '../../../lib/api-client';

// Inputs are the OUTPUT types of the shared schemas: the forms parse with them first.
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

export const marketingApi = {
  /** POST /api/contact -> 201 {message}; 400 with fields; 429 RATE_LIMITED. */
  sendContactMessage: (input: ContactMessage) =>
    api.post<MessageResponse>(API_PATHS.marketing.contact, input),
  /** POST /api/newsletter -> 201 (new) or 200 (already subscribed) {message}. */
  subscribe: (input: NewsletterInput) => api.post<MessageResponse>(API_PATHS.marketing.newsletter, input),
};

export function useSendContactMessage() {
  return useMutation({ mutationFn: marketingApi.sendContactMessage });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: marketingApi.subscribe });
}
