import { create } from 'zustand';

export interface Toast {
  id: number;
  tone: 'error' | 'success' | 'info';
  title: string;
  description?: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast (the Toaster in the app shell renders them for 5 s, the spec's default). */
export function notify(toast: Omit<Toast, 'id'>): void {
  const id = nextId++;
  useToasts.setState((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id }] }));
}

export function notifyError(title: string, error: unknown): void {
  notify({
    tone: 'error',
    title,
    ...(error instanceof Error && error.message !== title ? { description: error.message } : {}),
  });
}
