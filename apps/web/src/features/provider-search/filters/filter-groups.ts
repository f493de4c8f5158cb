/**
 * The filter sidebar's filters come in this many groups, which the page mounts one step at a time
 * from the top (filters-sidebar.tsx `groupsShown`).
 */
export const filterGroupCount = 4;
