"""Operations chores run from the `khadi` command: backup and restore of the embedded store."""
