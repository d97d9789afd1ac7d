import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { connectToaster, type FlashToast } from "./toast-queue";

const show = ({ type, title, description }: FlashToast) =>
  (type === "success" ? toast.success : type === "error" ? toast.error : toast.info)(title, { description });

/** sonner's toaster; mounted by SiteToaster on the first toast. */
export default function ToasterRegion() {
  // Runs after <Toaster> has subscribed to sonner's store, so queued toasts are not lost.
  useEffect(() => {
    connectToaster(show);
    return () => connectToaster(null);
  }, []);
  return <Toaster position="top-right" richColors closeButton visibleToasts={3} />;
}
