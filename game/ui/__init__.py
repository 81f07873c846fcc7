"""Drawing helpers: theme colours, fonts and cached text, layout. No rules, no speech."""
