"""The paper table: its model, cells, painting delegates, drag and drop."""
