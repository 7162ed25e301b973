-- game_bet was indexed twice on created_at: game_bet_created_at_idx (120, the rank list) and
-- game_bet_created_idx (130, "IF NOT EXISTS" under another name, the team figures). Every round
-- wrote both. One is enough for both readers (issue 26 item #5; migrate.test.ts now refuses any
-- index that repeats another of its table).
DROP INDEX IF EXISTS game_bet_created_idx;
