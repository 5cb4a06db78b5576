/** Leaving the SPA (the payment provider's page); a seam so tests can observe it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
