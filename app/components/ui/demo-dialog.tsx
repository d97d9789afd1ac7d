import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { UiIcon } from "~/components/ui/icon";

/**
 * The comparison page's demo-call dialog. Its own chunk: it is imported only when the visitor presses
 * 'Try for Free'.
 */
export default function DemoDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: string | null | undefined;
  description: string | null | undefined;
  closeLabel: string | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
            <Dialog.Close
              className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
              aria-label={closeLabel}
            >
              <UiIcon name="x" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 leading-relaxed text-ink-soft">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
