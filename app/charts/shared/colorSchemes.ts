// Superset's colour schemes by name (colour lists are facts of those schemes). Unknown names
// fall back to the default of their kind (spec §9).

/** Categorical schemes: distinct colours for series and categories. */
export const CATEGORICAL_SCHEMES: Readonly<Record<string, { label: string; colors: string[] }>> = {
  supersetColors: {
    label: 'Superset Colors',
    colors: [
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
      '#FCC700',
      '#A868B7',
      '#3CCCCB',
      '#A38F79',
      '#8FD3E4',
      '#A1A6BD',
      '#ACE1C4',
      '#FEC0A1',
      '#B2B2B2',
      '#EFA1AA',
      '#FDE380',
      '#D3B3DA',
      '#9EE5E5',
      '#D1C6BC',
    ],
  },
  bnbColors: {
    label: 'Airbnb Colors',
    colors: [
      '#ff5a5f',
      '#7b0051',
      '#007A87',
      '#00d1c1',
      '#8ce071',
      '#ffb400',
      '#b4a76c',
      '#ff8083',
      '#cc0086',
      '#00a1b3',
      '#00ffeb',
      '#bbedab',
      '#ffd266',
      '#cbc29a',
      '#ff3339',
      '#ff1ab1',
      '#005c66',
      '#00b3a5',
      '#55d12e',
      '#b37e00',
      '#988b4e',
    ],
  },
  googleCategory10c: {
    label: 'Google Category 10c',
    colors: [
      '#3366cc',
      '#dc3912',
      '#ff9900',
      '#109618',
      '#990099',
      '#0099c6',
      '#dd4477',
      '#66aa00',
      '#b82e2e',
      '#316395',
    ],
  },
  d3Category10: {
    label: 'D3 Category 10',
    colors: [
      '#1f77b4',
      '#ff7f0e',
      '#2ca02c',
      '#d62728',
      '#9467bd',
      '#8c564b',
      '#e377c2',
      '#7f7f7f',
      '#bcbd22',
      '#17becf',
    ],
  },
  d3Category20: {
    label: 'D3 Category 20',
    colors: [
      '#1f77b4',
      '#aec7e8',
      '#ff7f0e',
      '#ffbb78',
      '#2ca02c',
      '#98df8a',
      '#d62728',
      '#ff9896',
      '#9467bd',
      '#c5b0d5',
      '#8c564b',
      '#c49c94',
      '#e377c2',
      '#f7b6d2',
      '#7f7f7f',
      '#c7c7c7',
      '#bcbd22',
      '#dbdb8d',
      '#17becf',
      '#9edae5',
    ],
  },
  lyftColors: {
    label: 'Lyft Colors',
    colors: [
      '#EA0B8C',
      '#6C838E',
      '#29ABE0',
      '#000000',
      '#FFFFFF',
      '#EDEEF0',
      '#F86B4B',
      '#F2D8A4',
      '#3F9D4D',
      '#6E8DAB',
    ],
  },
  echarts4Colors: {
    label: 'ECharts v4.x Colors',
    colors: [
      '#c23531',
      '#2f4554',
      '#61a0a8',
      '#d48265',
      '#91c7ae',
      '#749f83',
      '#ca8622',
      '#bda29a',
      '#6e7074',
      '#546570',
      '#c4ccd3',
    ],
  },
  echarts5Colors: {
    label: 'ECharts v5.x Colors',
    colors: [
      '#5470C6',
      '#91CC75',
      '#FAC858',
      '#EE6666',
      '#73C0DE',
      '#3BA272',
      '#FC8452',
      '#9A60B4',
      '#EA7CCC',
    ],
  },
  presetColors: {
    label: 'Preset Colors',
    colors: [
      '#6BD3B3',
      '#FCC550',
      '#408184',
      '#66CBE2',
      '#EE5A6D',
      '#68A1E8',
      '#F4A86E',
      '#A17AD9',
    ],
  },
};

/** Sequential schemes: light-to-dark ramps for heatmaps and treemaps. */
export const SEQUENTIAL_SCHEMES: Readonly<Record<string, { label: string; colors: string[] }>> = {
  superset_seq_1: { label: 'Superset Sequential #1', colors: ['#EFEFFF', '#1FA8C9', '#454E7C'] },
  superset_seq_2: { label: 'Superset Sequential #2', colors: ['#FFF7EC', '#FF7F44', '#7F2704'] },
  blue_white_yellow: { label: 'Blue white yellow', colors: ['#00d1c1', 'white', '#ffb400'] },
  fire: { label: 'Fire', colors: ['white', 'yellow', 'red', 'black'] },
  white_black: { label: 'White black', colors: ['white', 'black'] },
  black_white: { label: 'Black white', colors: ['black', 'white'] },
  dark_blue: {
    label: 'Dark blue',
    colors: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  },
  pink_grey: { label: 'Pink grey', colors: ['#ff5a5f', '#fff', '#666666'] },
  greens: { label: 'Greens', colors: ['#ffffcc', '#78c679', '#005a32'] },
  purples: { label: 'Purples', colors: ['#f2f0f7', '#9e9ac8', '#54278f'] },
  oranges: { label: 'Oranges', colors: ['#fef0d9', '#fc8d59', '#b30000'] },
  red_yellow_blue: {
    label: 'Red/Yellow/Blue',
    colors: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  },
};

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

/** A categorical scheme's colours; unknown names give the default scheme. */
export function categoricalColors(name?: string | null): string[] {
  const scheme =
    (name && CATEGORICAL_SCHEMES[name]) || CATEGORICAL_SCHEMES[DEFAULT_CATEGORICAL_SCHEME];
  return scheme?.colors ?? [];
}

/** A sequential scheme's colour stops; unknown names give the default scheme. */
export function sequentialColors(name?: string | null): string[] {
  const scheme =
    (name && SEQUENTIAL_SCHEMES[name]) || SEQUENTIAL_SCHEMES[DEFAULT_SEQUENTIAL_SCHEME];
  return scheme?.colors ?? [];
}

/**
 * Label colours shared by every chart of one dashboard, so one label keeps one colour
 * (Superset's shared label colours). Dashboards reset it when they open.
 */
export const sharedLabelColors = new Map<string, string>();

/**
 * Gives each label a colour of a scheme: forced colours first (a dashboard's `label_colors`),
 * then a colour already given to that label on the page, then the scheme's next colour.
 */
export class CategoricalColorScale {
  private readonly colors: string[];
  private readonly assigned = new Map<string, string>();
  private next = 0;

  constructor(
    scheme?: string | null,
    private readonly forced: Readonly<Record<string, string>> = {},
    private readonly shared: Map<string, string> = sharedLabelColors,
  ) {
    this.colors = categoricalColors(scheme);
  }

  /** The colour of a label. */
  getColor(label: unknown): string {
    const key = String(label);
    const forced = this.forced[key];
    if (forced) return forced;
    const known = this.assigned.get(key) ?? this.shared.get(key);
    if (known) {
      this.assigned.set(key, known);
      return known;
    }
    const color = this.colors[this.next % this.colors.length] ?? '#1FA8C9';
    this.next += 1;
    this.assigned.set(key, color);
    this.shared.set(key, color);
    return color;
  }
}
