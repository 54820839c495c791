import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../lib/resource/file-transfer';

/** A dry run's problems, one row each: the file's line, the column at fault and the message. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <TableContainer sx={{ maxHeight: 280 }}>
      <Table size="small" stickyHeader aria-label={t('resource.import.problemsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('resource.import.line')}</TableCell>
            <TableCell>{t('resource.import.column')}</TableCell>
            <TableCell>{t('resource.import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, i) => (
            <TableRow key={`${problem.row}-${problem.column ?? ''}-${i}`}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column ?? '–'}</TableCell>
              <TableCell>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
