/** Where an emailed link brings the user back: this screen, with its search (`?tenant=`, `?redirect=`). */
export function returnAddress(): string {
  return `${window.location.origin}${window.location.pathname}${window.location.search}`;
}
