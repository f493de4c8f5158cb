/**
 * The shape of the portal's public information pages (accounts spec §2 public routes): plain text
 * held in the domain package so the page and a printable document can share one wording.
 */

/** One part of a page: a heading (a question on the FAQ), its paragraphs and an optional list. */
export interface InfoSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** A public information page: its title (the page's level-1 heading), an introduction and parts. */
export interface InfoDocument {
  title: string;
  intro: readonly string[];
  sections: readonly InfoSection[];
}
