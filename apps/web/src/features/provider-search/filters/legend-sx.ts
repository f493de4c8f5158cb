/**
 * A group's legend keeps its colour while the group is disabled during a load: it names the group
 * and must stay readable (4.5:1), unlike the controls it holds.
 */
export const legendSx = { '&.Mui-disabled': { color: 'text.secondary' } } as const;
