// Stream ids of the publish grid are built only here.

// The staff publish schedule: its globals, test addresses and the cells of the grid.
export const publishGridStreamId = 'publish-grid';
