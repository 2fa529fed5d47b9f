import * as z from 'zod';

/**
 * The dashboard's membership figures as public.membership_figures answers them (a JSON
 * object): read through a schema, so that a figure the screen needs and the answer lacks is a
 * clear error rather than "undefined" on the dashboard.
 */
export const membershipFigures = z.object({
  active_members: z.number().int(),
  mrr_minor: z.number(),
  currency: z.string(),
  to_chase: z.array(
    z.object({
      client_id: z.string(),
      client_name: z.string(),
      subscription_id: z.string(),
      plan_name: z.string(),
      standing: z.string(),
      overdue_minor: z.number(),
      overdue_since: z.string().nullable(),
      attempts: z.number().int(),
      next_attempt_at: z.string().nullable(),
    }),
  ),
});

export type MembershipFigures = z.infer<typeof membershipFigures>;
export type RenewalToChase = MembershipFigures['to_chase'][number];
