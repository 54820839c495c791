-- The name a file is served under becomes the attachment's `name` (the random stored name), and the
-- uploader's file name moves to `original_name`, kept for display and downloads.
UPDATE "attachment" SET "original_name" = "name", "name" = "stored_name";
