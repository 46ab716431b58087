/**
 * What a page's first paint loads beyond the entry (issue 33): the chunks the
 * BFF names as modulepreloads for an address (bff/static/route-modules.ts,
 * from Vite's build manifest), i.e. its screen, its layouts and everything
 * they import statically. A heavy library in that set is compiled and run
 * before the screen can render, whether the screen shows it at once or not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRouteModulePreloads } from '../../bff/static/route-modules';
import { entryScriptGzipBytes } from './entry-size';

/** Libraries that must load only with the screens that draw them at once. */
export const heavyLibraries = {
  /** @mui/x-data-grid: its chunk, or its virtual scroller's class name (as entry-size.ts). */
  dataGrid: (file: string, text: string) => path.basename(file).includes('DataGrid') || text.includes('MuiDataGrid-virtualScroller'),
  /** @mui/x-charts: its drawing surface's class name. */
  charts: (_file: string, text: string) => text.includes('MuiChartsSurface'),
  /** Formik (Yup rides with it): its context's name. */
  forms: (_file: string, text: string) => text.includes('FormikContext'),
} as const;

export type HeavyLibrary = keyof typeof heavyLibraries;

/** The heavy libraries among the scripts the entry and `pathname`'s route load before it renders. */
export function heavyLibrariesBeforeRender(staticDir: string, pathname: string): HeavyLibrary[] {
  const files = [...entryScriptGzipBytes(staticDir).files, ...loadRouteModulePreloads(staticDir)(pathname)];
  const texts = files.map((file) => [file, readFileSync(path.join(staticDir, file), 'utf8')] as const);
  return (Object.keys(heavyLibraries) as HeavyLibrary[]).filter((name) => texts.some(([file, text]) => heavyLibraries[name](file, text)));
}
