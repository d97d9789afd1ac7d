export type FlashToast = { type: "success" | "error" | "info"; title: string; description?: string };

type Deliver = (toast: FlashToast) => void;
const pending: FlashToast[] = [];
let deliver: Deliver | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast from anywhere in the browser; the first call asks for the toast region (toaster.tsx loads it). */
export function showToast(toast: FlashToast) {
  if (deliver) return deliver(toast);
  pending.push(toast);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toast region once sonner is mounted: shows what was asked for while it loaded. */
export function connectToaster(next: Deliver | null) {
  deliver = next;
  if (next) for (const toast of pending.splice(0)) next(toast);
}

/** Whether a toast has been asked for (the region is then loaded and mounted). */
export const toastWanted = () => wanted;

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
