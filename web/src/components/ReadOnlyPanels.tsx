import { Navigate, Route, Routes } from 'react-router';

/**
 * Where a screen's edit panels would be drawn, for a record that can no longer
 * change (a shut-down add-on, issue 21 item 12): a typed or bookmarked panel
 * URL goes back to the screen itself, replacing the history entry, so Back
 * does not return to a form that would only be refused.
 */
export function ReadOnlyPanels({ screenPath }: { screenPath: string }) {
  return (
    <Routes>
      <Route index element={null} />
      <Route path="*" element={<Navigate to={screenPath} replace />} />
    </Routes>
  );
}
