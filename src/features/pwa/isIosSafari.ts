/** iOS Safari offers no install prompt: the install hint explains its manual steps there. */
export function isIosSafari(): boolean {
  const { userAgent } = navigator;
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
