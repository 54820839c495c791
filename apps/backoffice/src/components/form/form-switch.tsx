import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}

/** An on/off setting bound to a react-hook-form boolean field, named by its label. */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  label,
}: FormSwitchProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          slotProps={{ input: { ref } }}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      }
      label={label}
    />
  );
}
