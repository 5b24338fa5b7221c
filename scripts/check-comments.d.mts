/** What an outside document looks like when a comment cites it. */
export const OUTSIDE_CITATION: RegExp;

/** A comment line under src that cites a document outside the repository. */
export interface OutsideCitation {
  /** The file, relative to the root, with / separators. */
  file: string;
  line: number;
  /** What it cites, e.g. 'SPEC' or 'D13'. */
  citation: string;
  /** The comment line, trimmed. */
  comment: string;
}

/** The comment lines under `root`/src that cite an outside document, sorted by file and line. */
export function checkComments(root: string): OutsideCitation[];

/** A problem as lint prints it: 'file:line  cites X: the comment line'. */
export function describeCitation(problem: OutsideCitation): string;
