import { showToast as showSiteToast } from "~/components/layout/toaster";

/** Shows a form's success or error toast (sonner loads with the first one). */
export function showToast(type: "success" | "error", title: string, description?: string) {
  showSiteToast({ type, title, description });
}
