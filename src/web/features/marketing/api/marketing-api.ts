import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS } from '../../../../shared/api-paths';
import type { ContactMessageInput, newsletterSchema } from '../../../../shared/schemas/marketing';
import { api } from '../../../lib/api-client';

export type NewsletterInput = z.input<typeof newsletterSchema>;
type MessageResponse = { message: string };

export const marketingApi = {
  /** POST /api/contact -> 201 {message}; 400 with fields; 429 RATE_LIMITED. */
  sendContactMessage: (input: ContactMessageInput) =>
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
