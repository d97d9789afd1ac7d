/** Shows a sonner toast; sonner is loaded on demand (the site's <Toaster /> loads it after hydration too). */
export function showToast(type: "success" | "error", title: string, description?: string) {
  void import("sonner").then(({ toast }) => (type === "success" ? toast.success : toast.error)(title, { description }));
}
