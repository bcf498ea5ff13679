/** One entry of GET /api/v1/log/recent_activity/. */
export interface RecentActivityItem {
  action: string;
  item_type: 'dashboard' | 'slice' | 'saved_query';
  item_title: string;
  item_url: string;
  time: number;
  time_delta_humanized: string;
}
