/** Spec §2: the instructions open by themselves the first time, then are remembered locally. */

/** Where the browser remembers that the instructions were shown. */
export const INSTRUCTIONS_SEEN_KEY = 'fundplan.caseDocument.instructionsSeen';

/** Whether the instructions were shown in this browser (storage unavailable: treated as shown). */
export function instructionsSeen(): boolean {
  try {
    return localStorage.getItem(INSTRUCTIONS_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberInstructionsSeen(): void {
  try {
    localStorage.setItem(INSTRUCTIONS_SEEN_KEY, '1');
  } catch {
    // storage unavailable: the dialog may open again next time
  }
}
