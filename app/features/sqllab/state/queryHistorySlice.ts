import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { ApiError } from '@app/api/client';
import { listQueryHistory, type QueryHistoryItem } from '@app/api/queries';

/** The history pane's list of past runs, newest first. */
export interface QueryHistoryState {
  items: QueryHistoryItem[];
  count: number;
  loading: boolean;
  error: string | null;
}

/** Loads the caller's newest runs (GET /api/v1/query/). */
export const fetchQueryHistory = createAsyncThunk<
  { items: QueryHistoryItem[]; count: number },
  number | undefined,
  { rejectValue: string }
>('sqlLab/fetchQueryHistory', async (pageSize, { rejectWithValue }) => {
  try {
    const page = await listQueryHistory(pageSize);
    return { items: page.result, count: page.count };
  } catch (error) {
    return rejectWithValue(error instanceof ApiError ? error.message : 'Unknown error');
  }
});

const initialState: QueryHistoryState = { items: [], count: 0, loading: false, error: null };

const slice = createSlice({
  name: 'sqlLab/queryHistory',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchQueryHistory.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchQueryHistory.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload.items;
        state.count = action.payload.count;
      })
      .addCase(fetchQueryHistory.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? 'Unknown error';
      });
  },
});

export const queryHistoryReducer = slice.reducer;
