import { useState } from 'react';
import { chartCatalog, chartMetadata } from '@app/charts/registry';
import { Button } from '@app/components/ui/Button';
import { Empty } from '@app/components/ui/Empty';
import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';
import { ALL_CHARTS, galleryCategories, galleryEntries, thumbnailSrc } from './galleryFilter';
import './vizGallery.css';

export interface VizTypeGalleryProps {
  open: boolean;
  /** The chart's current viz_type (selected when the gallery opens). */
  current: string;
  onSelect: (vizType: string) => void;
  onClose: () => void;
}

/** "Select a visualization type": search, categories, thumbnails, the selected type's description. */
export function VizTypeGallery({ open, current, onSelect, onClose }: VizTypeGalleryProps) {
  const catalog = chartCatalog();
  const [category, setCategory] = useState(ALL_CHARTS);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState(current);
  const entries = galleryEntries(catalog, category, search);
  const chosen = chartMetadata(selected);
  return (
    <Modal title="Select a visualization type" open={open} onClose={onClose}>
      <div className="vg" data-test="viz-gallery">
        <nav className="vg-categories" aria-label="Chart categories">
          {galleryCategories(catalog).map((name) => (
            <button
              key={name}
              type="button"
              className={`vg-category ${name === category && search === '' ? 'is-active' : ''}`}
              aria-pressed={name === category && search === ''}
              onClick={() => {
                setCategory(name);
                setSearch('');
              }}
            >
              {name}
            </button>
          ))}
        </nav>
        <div className="vg-main">
          <TextInput
            value={search}
            onChange={setSearch}
            placeholder="Search all charts"
            aria-label="Search all charts"
            allowClear
            data-test="viz-gallery-search"
          />
          {entries.length === 0 ? (
            <Empty description="No chart type matches" />
          ) : (
            <div className="vg-grid" role="listbox" aria-label="Chart types">
              {entries.map((entry) => (
                <button
                  key={entry.vizType}
                  type="button"
                  role="option"
                  aria-selected={entry.vizType === selected}
                  className={`vg-item ${entry.vizType === selected ? 'is-selected' : ''}`}
                  data-test={`viz-gallery-item-${entry.vizType}`}
                  onClick={() => setSelected(entry.vizType)}
                  onDoubleClick={() => onSelect(entry.vizType)}
                  onKeyDown={(event) =>
                    event.key === 'Enter' && (event.preventDefault(), onSelect(entry.vizType))
                  }
                >
                  <img src={thumbnailSrc(entry.thumbnail)} alt="" className="vg-thumb" />
                  <span className="vg-name">{entry.name}</span>
                </button>
              ))}
            </div>
          )}
          <div className="vg-details">
            {chosen ? (
              <>
                <div className="vg-details-text">
                  <h3 className="vg-details-name">{chosen.name}</h3>
                  <div className="vg-tags">
                    {[chosen.category, ...chosen.tags.slice(0, 6)].map((tag) => (
                      <span key={tag} className="vg-tag">
                        {tag}
                      </span>
                    ))}
                  </div>
                  <p className="vg-description">{chosen.description}</p>
                </div>
                <Button
                  variant="primary"
                  onClick={() => onSelect(chosen.vizType)}
                  data-test="viz-gallery-select"
                >
                  Select
                </Button>
              </>
            ) : (
              <p className="vg-description">Pick a chart type.</p>
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}
