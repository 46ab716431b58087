import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCompany, type Company } from '../../api/company';
import { EditLabel } from '../../components/EditLabel';
import { Fact, Facts } from '../../components/Facts';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useCompanyPermission } from '../../components/use-company-permission';
import type { CompanyScreenPaths } from '../../domain/company-screen-paths';
import { companyFieldLabels } from './company-labels';

/** The address lines that are filled in, in postal order; `null` when there is none. */
function addressLines(company: Company): string[] | null {
  const place = [company.city, [company.state, company.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [company.addr1, company.addr2, place, company.country].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines : null;
}

function email(address: string | null) {
  return address ? <Link href={`mailto:${address}`}>{address}</Link> : null;
}

/** Company Information (spec §2 company row): the general information, read-only, with Edit. */
export function CompanyInformation({ paths, companyId }: { paths: CompanyScreenPaths; companyId: string }) {
  const company = useCompany(companyId);
  // Only an Owner edits the company (issue 35 §2): anyone else sees Edit disabled, and the sentence saying why.
  const permission = useCompanyPermission('editCompany');
  const reasonId = useId();
  const editLabel = <EditLabel what="company information" />;
  return (
    <SectionCard
      title="Company Information"
      description="Who the platform contracts with and contacts about this company's add-ons."
      action={
        permission.allowed ? (
          <Button component={RouterLink} to={paths.editGeneralInformation} startIcon={<EditIcon />} variant="outlined">
            {editLabel}
          </Button>
        ) : (
          <Button disabled startIcon={<EditIcon />} variant="outlined" aria-describedby={permission.reason ? reasonId : undefined}>
            {editLabel}
          </Button>
        )
      }
    >
      {permission.reason ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {permission.reason}
        </Typography>
      ) : null}
      <QueryState query={company} loadingLabel="Loading the company…">
        {(loaded) => <CompanyFacts company={loaded} />}
      </QueryState>
    </SectionCard>
  );
}

function CompanyFacts({ company }: { company: Company }) {
  const address = addressLines(company);
  return (
    <Facts labelWidth={260}>
      <Fact label={companyFieldLabels.name}>{company.name}</Fact>
      <Fact label={companyFieldLabels.technicalContactFullName}>{company.technicalContactFullName}</Fact>
      <Fact label={companyFieldLabels.emailAdmin}>
        {email(company.emailAdmin)}
      </Fact>
      <Fact label={companyFieldLabels.billingFullName}>{company.billingFullName}</Fact>
      <Fact label={companyFieldLabels.billingEmail}>
        {email(company.billingEmail)}
      </Fact>
      <Fact label={companyFieldLabels.phone}>{company.phone}</Fact>
      <Fact label="Address">
        {address ? (
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
            {company.googleMapsLink ? (
              <Link href={company.googleMapsLink} target="_blank" rel="noopener noreferrer">
                Open in Google Maps
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Link>
            ) : null}
          </Box>
        ) : null}
      </Fact>
    </Facts>
  );
}
