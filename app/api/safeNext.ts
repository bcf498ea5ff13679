/** Only same-origin paths may be where sign-in leads; anything else goes home. */
export function safeNext(candidate: string | null | undefined): string {
  if (
    !candidate ||
    !candidate.startsWith('/') ||
    candidate.startsWith('//') ||
    candidate.includes('\\')
  )
    return '/';
  return candidate;
}
