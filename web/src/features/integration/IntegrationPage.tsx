import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense } from 'react';
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { integrationPaths } from '../../domain/addon-paths';
import { integrationScreens } from './integration-screens';
import { integrationTabs } from './integration-tabs';

/**
 * `/addons/{slug}/integration` (issue 34): the add-on's integration console,
 * one tab per view of the calls the platform makes to the partner's service.
 * The tabs are real links (one tab stop each, the current one marked with
 * aria-current), so every view has its address and Back works between them.
 */
export function IntegrationPage() {
  const first = integrationTabs[0];
  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={visuallyHidden}>
        Integration
      </Typography>
      <IntegrationTabsNavigation />
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Routes>
          {first ? <Route index element={<Navigate to={first.path} replace />} /> : null}
          {integrationTabs.map((tab) => {
            const Screen = integrationScreens.get(tab.path);
            return Screen ? <Route key={tab.path} path={`${tab.path}/*`} element={<Screen />} /> : null;
          })}
          {/* An address for a tab that is not there (an old link): the first tab. */}
          {first ? <Route path="*" element={<Navigate to={first.path} replace />} /> : null}
        </Routes>
      </Suspense>
    </Stack>
  );
}

function IntegrationTabsNavigation() {
  const { slug = '' } = useParams();
  return (
    <Box component="nav" aria-label="Integration views">
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {integrationTabs.map((tab) => (
          <Box component="li" key={tab.path}>
            <Link
              component={NavLink}
              to={integrationPaths.tab(slug, tab.path)}
              underline="none"
              sx={{
                display: 'block',
                px: 2,
                py: 1,
                borderRadius: 5,
                fontWeight: 500,
                color: 'text.secondary',
                border: 1,
                borderColor: 'divider',
                '&[aria-current="page"]': { color: 'primary.contrastText', bgcolor: 'primary.main', borderColor: 'primary.main' },
                '&:hover': { color: 'text.primary', borderColor: 'text.secondary' },
                '&[aria-current="page"]:hover': { color: 'primary.contrastText' },
              }}
            >
              {tab.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
