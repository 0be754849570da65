/** A legal text shown to visitors: the user agreement or the privacy policy. */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: Array<{ heading: string; paragraphs: string[] }>;
}
