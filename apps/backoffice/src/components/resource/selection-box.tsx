import { useEffect, useRef, type ChangeEvent } from 'react';

export const SELECTION_BOX_CLASS = 'selection-box';

export interface SelectionBoxProps {
  checked: boolean;
  /** Some but not all of what it stands for is selected (the page's box). */
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The accessible name, e.g. "Select record 7". */
  label: string;
}

/**
 * A row's selection checkbox: the browser's own, coloured by the theme (styled by the table).
 * A list draws one per row, and a native box costs a fraction of a themed component on every
 * repaint. Its label widens the target around it; a click on either never opens the row. The
 * browser tells assistive technology a half-ticked box is "mixed" from `indeterminate` itself.
 */
export function SelectionBox({
  checked,
  indeterminate = false,
  onChange,
  label,
}: SelectionBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={SELECTION_BOX_CLASS} onClick={(event) => event.stopPropagation()}>
      <input ref={input} type="checkbox" checked={checked} onChange={onChange} aria-label={label} />
    </label>
  );
}
