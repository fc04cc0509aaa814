/**
 * The reader's browser asks not to be tracked (`DNT`) or for Global Privacy Control (`Sec-GPC`):
 * the shared view then measures no reading time, and says so (decision 0108).
 */
export function readerOptedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.doNotTrack === '1' || browser.globalPrivacyControl === true;
}
