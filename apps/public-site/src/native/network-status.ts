import { Network } from '@capacitor/network';

/**
 * Reports the device's connection now and on every change, from the phone's own connectivity
 * service (a web view's `navigator.onLine` misses some changes on Android).
 */
export function watchNetwork(onChange: (online: boolean) => void): void {
  void Network.getStatus().then(({ connected }) => onChange(connected));
  void Network.addListener('networkStatusChange', ({ connected }) => onChange(connected));
}
