"""Every game saved as it is played, and continued after a quit or a crash: the save file
(:mod:`.store`), the background writer (:mod:`.writer`), a table's journal (:mod:`.journal`),
what each game provides (:mod:`.kinds`) and the main menu's Continue (:mod:`.resume`)."""
