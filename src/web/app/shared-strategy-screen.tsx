import { useParams } from 'react-router';
import { ExportButtons } from '../features/export/export-buttons.tsx';
import { Presentation, showInPresentation } from '../features/presentation/presentation.tsx';
import { SharedStrategyPage } from '../features/share/shared-strategy-page.tsx';

/**
 * The share feature's page, given the presentation's slides and the export feature's download
 * buttons: features never import each other, the app composes them.
 */
export default function SharedStrategyScreen() {
  const { shareId = '' } = useParams();
  return (
    <SharedStrategyPage
      shareId={shareId}
      onNavigate={showInPresentation}
      renderDownloads={(exportSource) => <ExportButtons exportSource={exportSource} compact />}
      renderPresentation={(props) => <Presentation {...props} />}
    />
  );
}
