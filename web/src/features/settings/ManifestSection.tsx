import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useManifest } from '../../api/manifests';
import { downloadFile } from '../../components/download-file';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { settingsMessages } from './settings-messages';

/** Manifest (spec §2 settings): the add-on manifest as formatted JSON, with copy and download. */
export function ManifestSection({ slug }: { slug: string }) {
  const manifest = useManifest(slug);
  return (
    <SectionCard title="Manifest" description="What the platform knows about how to provision the add-on. Keep your local addon-manifest.json in step with it.">
      <QueryState query={manifest} loadingLabel="Loading the manifest…">
        {({ manifest: document }) => {
          const text = `${JSON.stringify(document, null, 2)}\n`;
          const copy = async () => {
            try {
              await navigator.clipboard.writeText(text);
              enqueueSnackbar(settingsMessages.manifestCopied, { variant: 'success' });
            } catch {
              enqueueSnackbar(settingsMessages.manifestCopyRefused, { variant: 'error' });
            }
          };
          return (
            <Stack spacing={2}>
              <Box
                component="pre"
                tabIndex={0}
                aria-label="Add-on manifest"
                sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 360, fontSize: '0.8125rem' }}
              >
                {text}
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                  Copy manifest
                </Button>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadFile(`${slug}-addon-manifest.json`, text, 'application/json')}>
                  Download manifest
                </Button>
              </Stack>
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
