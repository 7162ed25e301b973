/** The absolute invite link: the API gives the path, the page the origin it is served from. */
export function inviteLink(invitePath: string, origin: string = window.location.origin): string {
  return new URL(invitePath, origin).toString();
}
