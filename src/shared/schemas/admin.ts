import { z } from 'zod';

export const adminStatsSchema = z.object({
  total_professionals: z.number().int(),
  active_professionals: z.number().int(),
  total_bookings: z.number().int(),
  pending_bookings: z.number().int(),
  total_messages: z.number().int(),
  new_signups_30d: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
