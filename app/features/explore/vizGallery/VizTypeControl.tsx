import { useState } from 'react';
import { chartMetadata } from '@app/charts/registry';
import { thumbnailSrc } from './galleryFilter';
import { VizTypeGallery } from './VizTypeGallery';
import './vizGallery.css';

export interface VizTypeControlProps {
  vizType: string;
  onChange: (vizType: string) => void;
}

/** The top of the control panel: the current chart type and "View all charts" opening the gallery. */
export function VizTypeControl({ vizType, onChange }: VizTypeControlProps) {
  const [open, setOpen] = useState(false);
  const metadata = chartMetadata(vizType);
  return (
    <div className="vg-control" data-test="viz-type-control">
      <div className="vg-control-label">Chart type</div>
      <button
        type="button"
        className="vg-control-current"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {metadata && (
          <img src={thumbnailSrc(metadata.thumbnail)} alt="" className="vg-control-thumb" />
        )}
        <span className="vg-control-name">{metadata?.name ?? vizType}</span>
        <span className="vg-control-link">View all charts</span>
      </button>
      {open && (
        <VizTypeGallery
          open
          current={vizType}
          onClose={() => setOpen(false)}
          onSelect={(next) => {
            setOpen(false);
            if (next !== vizType) onChange(next);
          }}
        />
      )}
    </div>
  );
}
