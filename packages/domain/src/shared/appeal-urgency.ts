/**
 * How urgent an appeal is (29 CFR 2560.503-1(m)(1), (m)(2)): `urgent` (urgent care: the standard
 * time could seriously jeopardize life, health or the ability to regain maximum function),
 * `pre-service` (care the plan must approve before it is given) or `post-service` (care already
 * given; the usual appeal of a paid or denied claim, and the default). Shared by the cases area
 * (the appeal clocks, issue 35) and the public case form, which both file appeals.
 */
export const appealUrgencies = ['urgent', 'pre-service', 'post-service'] as const;
export type AppealUrgency = (typeof appealUrgencies)[number];

/** Labels of the appeal urgencies as the forms and staff show them. */
export const appealUrgencyLabels: Readonly<Record<AppealUrgency, string>> = {
  urgent: 'Urgent care',
  'pre-service': 'Pre-service (care not yet given)',
  'post-service': 'Post-service (care already given)',
};
