/** One import that crosses a boundary (docs/decisions/0015). */
export interface BoundaryProblem {
  /** The importing file, relative to the root, with / separators. */
  file: string;
  line: number;
  rule:
    | 'shared-stays-shared'
    | 'web-server-apart'
    | 'common-code'
    | 'feature-entry'
    | 'own-entry'
    | 'feature-cycle';
  message: string;
}

/** The boundary crossings under `root`/src, sorted by file and line. */
export function checkBoundaries(root: string): BoundaryProblem[];

/** A problem as lint prints it: 'file:line  rule: message'. */
export function describeProblem(problem: BoundaryProblem): string;
