import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface ChoiceChipProps {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The chip's look follows its input in CSS alone (`:has(input:checked)`): a chip ticked in the
 * server's HTML, before the form's code has started, shows it at once.
 */
const chip: SxProps<Theme> = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 36,
  px: 1.25,
  border: 1,
  // Outlined in the secondary text colour: a chip's edge keeps 3:1 against the page (WCAG 1.4.11).
  borderColor: 'text.secondary',
  borderRadius: 5,
  color: 'text.primary',
  typography: 'body2',
  cursor: 'pointer',
  userSelect: 'none',
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    m: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '& .choice-chip-check': { display: 'none' },
  '&:hover': { bgcolor: 'action.hover' },
  '&:has(input:checked)': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
  },
  '&:has(input:checked) .choice-chip-check': { display: 'inline-block' },
  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

/**
 * A checkbox or a radio drawn as a chip: the browser's own input, stretched invisibly over the
 * chip, so it is ticked, focused and announced as usual, before the form's code has started as
 * after.
 */
export function ChoiceChip({ type, name, value, label, checked, onChange }: ChoiceChipProps) {
  return (
    <Box component="label" sx={chip}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckIcon className="choice-chip-check" fontSize="small" />
      {label}
    </Box>
  );
}
