import { useId, type ReactNode } from 'react';

/** A step the player must take (or a reason they cannot go on), said in words instead of a greyed-out button. */
export function LockedPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mem-cashier-panel mem-cashier-panel--locked" aria-labelledby={id}>
      <h2 id={id} className="mem-cashier-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
